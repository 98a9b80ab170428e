/*
 * What the server and the web client of a resource must agree on beyond its row and input schemas,
 * written once beside them: the key each answer travels under, the name of the id in each call that
 * takes one, the name of the publish switch, and who may delete. The server's `defineResource` builds
 * its procedures from it and the web's `defineResourcePage` calls them by it; the REST paths stay in
 * the server's definition (each is written once there).
 */

/** The key an answer's rows or record travel under. */
export type WireEnvelope = 'data' | 'response';

/** Who may delete a record: the server's delete policy, and who sees the web's delete action. */
export type DeleteAccess = 'admin' | 'superAdmin';

/** A resource's calls that the contract names; a call left out is one the resource does not have. */
export interface ResourceWire {
  /** The list answers its rows under `envelope`. */
  list: { envelope: WireEnvelope };
  /** The read takes the id as `idKey` (`uuid`, `blog_uuid`...) and answers the record under `envelope`. */
  get?: { idKey: string; envelope: WireEnvelope };
  update?: { idKey: string };
  /** The switch takes the id as `idKey` and the 1/0 flag as `flagKey`, the row's field of that name. */
  publish?: { idKey: string; flagKey: string };
  delete?: { idKey: string; access: DeleteAccess };
  /**
   * Every change keeps a version (docs/content-versions.md). `titleField` names the record in the
   * schedules' list; `liveField` is the row's flag saying the public sees it (default: the publish
   * switch's); `autosave`: the edit screen keeps a draft of long texts as the person types;
   * `priceField`: a schedule may change this price.
   */
  versions?: { titleField: string; liveField?: string; autosave?: boolean; priceField?: string };
}

/** A resource's wire contract, its names kept as literal types so both sides' types are checked against them. */
export const defineResourceWire = <const TWire extends ResourceWire>(wire: TWire): TWire => wire;
