/**
 * "70% faster approvals" → { value: "70%", label: "faster approvals" }: a highlight that
 * opens with a figure can be set as a large stat. Text without a leading figure → undefined.
 */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

const leadingFigure = /^(\d[\d.,]*[%x+]?)\s+(\S.*)$/;

export function splitFigure(text: string): Figure | undefined {
  const match = leadingFigure.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return { value: match[1], label: match[2] };
}
