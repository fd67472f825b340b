/** The three services (SPEC §3 "Service entry"): content/services/, in order. */
import services from "content:collection/services";

export { services };
