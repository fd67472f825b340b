import styled from "styled-components";

/**
 * Decorative wireframe globe with glowing points for the regions the team works across.
 * Drawn in currentColor so the theme decides its colour.
 */
/** Home base first, then the three regions it links to: [x, y, radius]. */
const points: readonly (readonly [number, number, number])[] = [
  [246, 168, 9],
  [104, 150, 6],
  [352, 206, 6],
  [150, 300, 6],
];

export function GlobeArt() {
  const meridians = [0.25, 0.5, 0.75, 1];
  const parallels = [-0.66, -0.33, 0, 0.33, 0.66];
  const r = 180;
  return (
    <Svg viewBox="0 0 440 440" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="globe-fill" cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0.02" />
        </radialGradient>
        <radialGradient id="globe-dot" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.9" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle
        cx="220"
        cy="220"
        r="212"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.12"
        strokeDasharray="2 8"
      />
      <circle
        cx="220"
        cy="220"
        r={r}
        fill="url(#globe-fill)"
        stroke="currentColor"
        strokeOpacity="0.55"
      />
      <g fill="none" stroke="currentColor" strokeOpacity="0.3">
        {meridians.map((k) => (
          <ellipse key={k} cx="220" cy="220" rx={r * k} ry={r} />
        ))}
        {parallels.map((k) => {
          const y = 220 + r * k;
          const half = Math.sqrt(r * r - (r * k) ** 2);
          return <ellipse key={k} cx="220" cy={y} rx={half} ry={half * 0.16} />;
        })}
      </g>
      <g
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.7"
        strokeWidth="1.5"
        strokeDasharray="4 6"
      >
        <path d="M246 168 C 200 90, 120 110, 104 150" />
        <path d="M246 168 C 300 130, 350 170, 352 206" />
        <path d="M246 168 C 220 230, 170 260, 150 300" />
      </g>
      {points.map(([x, y, size]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={size * 3} fill="url(#globe-dot)" />
          <circle cx={x} cy={y} r={size} fill="currentColor" />
        </g>
      ))}
    </Svg>
  );
}

const Svg = styled.svg`
  width: 100%;
  height: auto;
  overflow: visible;
`;
