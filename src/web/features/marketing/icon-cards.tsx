import type { LucideIcon } from "lucide-react";

type Point = { title: string; text: string };

/** Cards that each lead with their own icon over a title and a sentence (the home page's benefits, About's principles). */
export function FeatureCards({
  items,
  className,
  itemClassName,
}: {
  items: readonly (Point & { icon: LucideIcon })[];
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={itemClassName}>
          <Icon className="size-8 text-primary" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Points that share one icon, beside each title and its sentence (About's compliance badges, the verification tab). */
export function IconPoints({
  items,
  icon: Icon,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly Point[];
  icon: LucideIcon;
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((p) => (
        <li key={p.title} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{p.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{p.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
