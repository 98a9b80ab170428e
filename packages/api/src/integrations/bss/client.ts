import { OUTSIDE_SERVICES } from '@backoffice/shared';

import { type HttpClient, type HttpClientOptions, IntegrationError } from '../http-client';
import { clientPerConfig, serviceHttpClient, type ServiceSettings } from '../service-client';
import {
  bssErrorSchema,
  type BssPlan,
  bssPlanListSchema,
  bssPlanSchema,
  type BssSim,
  bssSimSchema,
  bssSimStatusListSchema,
  type BssSimStatusReport,
} from './schemas';

/** Most SIM IDs the BSS takes in one statuses call. */
export const BSS_STATUS_BATCH = 500;

/** A SIM to order in the BSS; `reference` (the product's UUID) makes the create idempotent. */
export interface BssSimOrder {
  reference: string;
  orderNumber: number;
  planId: number;
  isEsim: boolean;
  optionIds: number[];
  portIn: { msisdn: string; donorOperator: string } | null;
}

/**
 * The BSS's answer to an order: the SIM it created, or its refusal (a 4xx with its code and
 * message, e.g. PLAN_NOT_ON_SALE), which is an answer about the order, not a failure of the BSS.
 */
export type BssSimOrderResult =
  { ok: true; sim: BssSim } | { ok: false; status: number; code: string; message: string };

/**
 * The BSS's answer to a cancellation: the SIM, now cancelled (also when it already was), or its
 * refusal: 409 SIM_NOT_CANCELLABLE once activated or failed, 404 SIM_NOT_FOUND.
 */
export type BssSimCancelResult = BssSimOrderResult;

/** Statuses of SIMs by BSS ID, and the IDs the BSS does not know. */
export interface BssSimStatuses {
  statuses: BssSimStatusReport[];
  unknown: number[];
}

/** Settings of the billing system client; `url` is BSS_URL (unset: every call answers 503). */
export type BssSettings = ServiceSettings;

/** The operator's billing system, as the back office uses it. Every method throws `IntegrationError` on failure. */
export interface BssClient {
  readonly http: HttpClient;
  /** The plans on sale (GET /v1/plans). */
  listPlans(): Promise<BssPlan[]>;
  /** One plan on sale, or null when the BSS does not sell it (GET /v1/plans/{id}). */
  getPlan(id: number): Promise<BssPlan | null>;
  /** Orders one SIM (POST /v1/orders); retried like a read, since the reference makes it idempotent. */
  orderSim(order: BssSimOrder): Promise<BssSimOrderResult>;
  /** The statuses of these SIMs (POST /v1/orders/statuses), BSS_STATUS_BATCH IDs per call. */
  simStatuses(ids: readonly number[]): Promise<BssSimStatuses>;
  /** Cancels a SIM (POST /v1/orders/{id}/cancel); retried like a read, since a cancelled SIM answers as it is. */
  cancelSim(id: number): Promise<BssSimCancelResult>;
  /**
   * The SIM ordered with this reference, or null when the BSS says it has none (GET
   * /v1/orders/by-reference/{reference} answering 404 SIM_NOT_FOUND; any other 404 is a failure).
   */
  findSimByReference(reference: string): Promise<BssSim | null>;
}

const REFUSAL_STATUSES = [400, 404, 409, 422] as const;

/** A 4xx the caller accepted, as the BSS's refusal with its code and message. */
function refusalOf(
  result: { status: number; body: unknown },
  fallback: string,
): Extract<BssSimOrderResult, { ok: false }> {
  const refusal = bssErrorSchema.safeParse(result.body);
  return {
    ok: false,
    status: result.status,
    code: refusal.success ? refusal.data.error.code : 'REFUSED',
    message: refusal.success ? refusal.data.error.message : `${fallback} (${result.status})`,
  };
}

export function createBssClient(
  settings: BssSettings = {},
  overrides: Partial<HttpClientOptions> = {},
): BssClient {
  const http = serviceHttpClient(OUTSIDE_SERVICES.bss, settings, overrides);
  return {
    http,
    async listPlans() {
      const list = await http.request({ path: '/v1/plans', schema: bssPlanListSchema });
      return list.plans;
    },
    async getPlan(id) {
      const result = await http.send({
        path: `/v1/plans/${id}`,
        schema: bssPlanSchema,
        acceptStatuses: [404],
      });
      return result.ok ? result.data : null;
    },
    async orderSim(order) {
      const result = await http.send({
        method: 'POST',
        path: '/v1/orders',
        body: {
          Reference: order.reference,
          OrderNumber: order.orderNumber,
          PlanID: order.planId,
          IsEsim: order.isEsim,
          OptionIDs: order.optionIds,
          PortIn: order.portIn
            ? { Msisdn: order.portIn.msisdn, DonorOperator: order.portIn.donorOperator }
            : null,
        },
        schema: bssSimSchema,
        retry: true,
        acceptStatuses: REFUSAL_STATUSES,
      });
      if (result.ok) return { ok: true, sim: result.data };
      return refusalOf(result, 'The BSS refused the order');
    },
    async cancelSim(id) {
      const result = await http.send({
        method: 'POST',
        path: `/v1/orders/${id}/cancel`,
        schema: bssSimSchema,
        retry: true,
        acceptStatuses: REFUSAL_STATUSES,
      });
      if (result.ok) return { ok: true, sim: result.data };
      return refusalOf(result, 'The BSS refused the cancellation');
    },
    async findSimByReference(reference) {
      const path = `/v1/orders/by-reference/${encodeURIComponent(reference)}`;
      const result = await http.send({ path, schema: bssSimSchema, acceptStatuses: [404] });
      if (result.ok) return result.data;
      const refusal = bssErrorSchema.safeParse(result.body);
      if (refusal.success && refusal.data.error.code === 'SIM_NOT_FOUND') return null;
      throw new IntegrationError(
        http.service,
        'bad_status',
        `GET ${path} answered 404 without SIM_NOT_FOUND`,
        result.status,
        result.body,
      );
    },
    async simStatuses(ids) {
      const unique = [...new Set(ids)];
      const answer: BssSimStatuses = { statuses: [], unknown: [] };
      for (let start = 0; start < unique.length; start += BSS_STATUS_BATCH) {
        const batch = await http.request({
          method: 'POST',
          path: '/v1/orders/statuses',
          body: { IDs: unique.slice(start, start + BSS_STATUS_BATCH) },
          schema: bssSimStatusListSchema,
          retry: true,
        });
        answer.statuses.push(...batch.statuses);
        answer.unknown.push(...batch.unknown);
      }
      return answer;
    },
  };
}

/** The process's BSS client for this configuration. */
export const bssClientFor = clientPerConfig((config) => createBssClient(config.bss));
