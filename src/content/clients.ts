/** Client logos (SPEC §3 "Client logo"): content/clients/, one file a logo, in order. */
import clients from "content:collection/clients";

export { clients };
