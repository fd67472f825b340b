import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Nfc from "lucide-react/icons/nfc";
import Recycle from "lucide-react/icons/recycle";
import ScanSearch from "lucide-react/icons/scan-search";
import Siren from "lucide-react/icons/siren";
import Truck from "lucide-react/icons/truck";
import type { Product, ProductAction, ProductsCopy } from "../../../content/schema.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { splitFigure } from "../splitFigure.ts";
import {
  Actions,
  Card,
  Checks,
  Description,
  ExternalButton,
  FigureValue,
  Figures,
  Highlights,
  IconTile,
  Intro,
  Launch,
  Status,
  Statuses,
  Tagline,
  Top,
} from "./productCardStyles.ts";

const icons: IconMap = {
  recycle: Recycle,
  "scan-search": ScanSearch,
  nfc: Nfc,
  siren: Siren,
  truck: Truck,
};

interface ProductCardProps {
  product: Product;
  copy: ProductsCopy;
  /** The wide card: highlights that start with a figure become large stat tiles. */
  featured?: boolean;
}

export function ProductCard({ product, copy, featured = false }: ProductCardProps) {
  const titleId = `product-${product.slug}`;
  const inDevelopment = product.status === "in-development";
  const figures = featured ? product.highlights.flatMap((h) => splitFigure(h) ?? []) : [];
  const checks = featured
    ? product.highlights.filter((h) => splitFigure(h) === undefined)
    : product.highlights;

  const highlights = (
    <Highlights>
      {figures.length > 0 && (
        <Figures role="list">
          {figures.map((figure) => (
            <li key={figure.value}>
              <FigureValue>{figure.value}</FigureValue> <span>{figure.label}</span>
            </li>
          ))}
        </Figures>
      )}
      <Checks role="list" $tone={product.tone} $divider={!featured}>
        {checks.map((item) => (
          <li key={item}>
            <span>{item}</span>
          </li>
        ))}
      </Checks>
    </Highlights>
  );

  return (
    <Card aria-labelledby={titleId} $featured={featured} $placeholder={inDevelopment}>
      <Intro>
        <Top>
          <IconTile $tone={product.tone}>
            <ContentIcon map={icons} name={product.icon} />
          </IconTile>
          <Statuses>
            <Status $live={!inDevelopment}>{copy.statusLabels[product.status]}</Status>
          </Statuses>
        </Top>
        <Heading level={3} size={featured ? "h2" : "h3"} id={titleId}>
          {product.name}
        </Heading>
        <Tagline>{product.tagline}</Tagline>
        <Description>{product.description}</Description>
      </Intro>
      {highlights}
      {product.launch && (
        <Launch>
          <CalendarClock aria-hidden="true" />
          <span>
            {copy.launchLabel} <strong>{product.launch}</strong>
          </span>
        </Launch>
      )}
      {product.actions.length > 0 && (
        <Actions>
          {product.actions.map((action, index) => (
            <Action
              key={action.label}
              action={action}
              primary={index === 0}
              describedBy={titleId}
            />
          ))}
        </Actions>
      )}
    </Card>
  );
}

function Action({
  action,
  primary,
  describedBy,
}: {
  action: ProductAction;
  primary: boolean;
  describedBy: string;
}) {
  const variant = primary ? "primary" : "secondary";
  if (action.kind === "internal")
    return (
      <ButtonLink to={action.href} variant={variant} aria-describedby={describedBy}>
        {action.label}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    );
  return (
    <ExternalButton href={action.href} $variant={variant} aria-describedby={describedBy}>
      {action.label}
      <ArrowUpRight aria-hidden="true" />
    </ExternalButton>
  );
}
