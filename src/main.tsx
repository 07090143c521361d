// The entry: React, then the app in a chunk of its own, so that evaluating their code takes two
// tasks rather than one long one (the HTML preloads both). The first render is a transition: React
// builds the first screen in slices of a few milliseconds, not in one long task, and the logo in
// index.html stays until it is ready. When the app's chunk does not arrive, a message in the
// worker's language with a retry.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { StartFailed } from './app/start-failed';
import { storedLanguage } from './lib/i18n/language';

const root = createRoot(document.getElementById('root')!);
import('./app/app')
  .then(({ startApp }) => startApp())
  .then(
    (App) => startTransition(() => root.render(<App />)),
    (error: unknown) => {
      console.error(error);
      document.documentElement.lang = storedLanguage();
      root.render(<StartFailed />);
    },
  );
