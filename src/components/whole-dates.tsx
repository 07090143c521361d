// Text with dates in it (a settlement period, 2026-11-16 至 2026-11-22), each date kept on one line:
// a line broke inside one ("2026-" / "11-22") on a 360 px phone.
import { Fragment } from 'react';

const DATE = /(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})/;

export function WholeDates({ text }: { text: string }) {
  return (
    <>
      {text.split(DATE).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whole-date">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
