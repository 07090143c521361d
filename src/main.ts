// The entry: React and the app, in chunks the HTML preloads (src/app/render.tsx). When their code
// does not arrive, a message in the worker's language with a retry, built without them.
import { showStartFailed } from './app/start-failed';

const root = document.getElementById('root')!;
import('./app/render')
  .then(({ renderApp }) => renderApp(root))
  .catch((error: unknown) => {
    console.error(error);
    showStartFailed(root);
  });
