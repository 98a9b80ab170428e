export {
  BSS_SEND_STALE_MS,
  bssSendRunning,
  sendOrderToBss,
  type BssSendContext,
  type BssSendResult,
} from './send-to-bss';
