export { PublishSwitchCell, type PublishSwitchCellProps } from './publish-switch-cell';
export { PUBLISH_SWITCH_MESSAGES } from './messages';
