// The entry: React, then the app in a chunk of its own, so that evaluating their code takes two
// tasks rather than one long one (the HTML preloads both). When the app's chunk does not arrive,
// a message in the worker's language with a retry.
import { createRoot } from 'react-dom/client';
import { StartFailed } from './app/start-failed';
import { storedLanguage } from './lib/i18n/language';

const root = createRoot(document.getElementById('root')!);
import('./app/app')
  .then(({ startApp }) => startApp())
  .then(
    (App) => root.render(<App />),
    (error: unknown) => {
      console.error(error);
      document.documentElement.lang = storedLanguage();
      root.render(<StartFailed />);
    },
  );
