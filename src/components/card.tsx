// The one card: the white rounded block screens group their content in (`.card` in app/theme.css),
// with the heading that names it. One component instead of a hand-rolled block per screen (issue 32).
import type { FormHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

type Common = {
  /** The card's heading, `.card__title`: the one look of a card's title. */
  title?: ReactNode;
  /** The heading's id; with it the card is labelled by its heading (aria-labelledby). */
  titleId?: string;
  /** The heading's level: 2 for a card on a page, 3 for a card within a titled part. */
  level?: 2 | 3;
};

type Props =
  | (Common &
      Omit<HTMLAttributes<HTMLElement>, 'title'> & {
        /** The element: a `section` (a region named by its title) unless the content is a list, a nav or a plain box. */
        as?: 'section' | 'div' | 'article' | 'nav' | 'ul' | 'ol' | 'fieldset' | 'p' | 'details';
      })
  /** A form that is a card of its own (a form named by its title is a form landmark). */
  | (Common & Omit<FormHTMLAttributes<HTMLElement>, 'title'> & { as: 'form' });

export function Card({ as: Tag = 'section', title, titleId, level = 2, className, children, ...rest }: Props) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Tag className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} {...rest}>
      {title != null && (
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
      )}
      {children}
    </Tag>
  );
}
