// The entry, small so that it runs while the rest of the code downloads: it makes the start's first
// calls (src/lib/api/first-calls.ts), then loads React and the app (src/app/render.tsx). When their
// code does not arrive, a message in the worker's language with a retry.
import { showStartFailed } from './app/start-failed';
import { makeFirstCalls } from './lib/api/first-calls';

makeFirstCalls();
const root = document.getElementById('root')!;
import('./app/render')
  .then(({ renderApp }) => renderApp(root))
  .catch((error: unknown) => {
    console.error(error);
    showStartFailed(root);
  });
