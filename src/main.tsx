// The entry: React, then the app in a chunk of its own, so that evaluating their code takes two
// tasks rather than one long one (the HTML preloads both).
import { createRoot } from 'react-dom/client';

void import('./app/app')
  .then(({ startApp }) => startApp())
  .then((App) => createRoot(document.getElementById('root')!).render(<App />));
