import type * as React from "react";

/**
 * A part of a long page that a link can jump to (`#id`, kept clear of the sticky header), named for screen readers by
 * its heading.
 */
export function AnchorSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  titleClassName: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={className ? `scroll-mt-24 ${className}` : "scroll-mt-24"}
    >
      <h2 id={`${id}-title`} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
