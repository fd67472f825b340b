/**
 * Client logos (SPEC §3 "Client logo"): ten monochrome wordmarks, each shown on a subtle
 * tint of its own. Images are paths relative to the repository's assets/ folder.
 */

export interface ClientLogo {
  readonly name: string;
  readonly image: string;
  readonly bgColor: string;
}

export const clients: readonly ClientLogo[] = [
  {
    name: "Cyprus Aggregates Association",
    image: "clients/cyprus-aggregates.svg",
    bgColor: "#F3F1EC",
  },
  { name: "Pulp & Press", image: "clients/pulp-press.svg", bgColor: "#F2F8EC" },
  { name: "AeroServe Aviation", image: "clients/aeroserve.svg", bgColor: "#EEF3FA" },
  { name: "Terra Aggregates Capital", image: "clients/terra-capital.svg", bgColor: "#EFF5F0" },
  { name: "Hearth & Home", image: "clients/hearth-home.svg", bgColor: "#FBF2EC" },
  {
    name: "Andreou Insurance Advisory",
    image: "clients/andreou-insurance.svg",
    bgColor: "#EEF1F8",
  },
  { name: "Elena Mavrou Studio", image: "clients/mavrou-studio.svg", bgColor: "#F6EFF5" },
  { name: "Ironveil Games", image: "clients/ironveil-games.svg", bgColor: "#F0EFF5" },
  { name: "Medlink Clinics", image: "clients/medlink-clinics.svg", bgColor: "#ECF6F6" },
  { name: "Harbor Logistics", image: "clients/harbor-logistics.svg", bgColor: "#EDF2F6" },
];
