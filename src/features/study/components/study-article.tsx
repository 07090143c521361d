// A study article: the server's HTML, sanitised (components/rich-text); read to the end when its
// last line has been on screen.
import { useEffect, useRef } from 'react';
import { RichText } from '@/components/rich-text';

export function StudyArticle({ html, report }: { html: string; report: (percent: number) => void }) {
  const end = useRef<HTMLDivElement>(null);
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        reportRef.current(100);
        observer.disconnect();
      }
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <RichText className="study-article" html={html} />
      <div ref={end} className="study-article__end" aria-hidden="true" />
    </>
  );
}
