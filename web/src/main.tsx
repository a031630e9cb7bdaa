import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App from './App';
import { INITIAL_ANSWERS_ID, type InitialAnswers } from './public/data';
import './theme/global.css';

const root = document.getElementById('root')!;
const embedded = document.getElementById(INITIAL_ANSWERS_ID)?.textContent;
const initial: InitialAnswers | null = embedded ? { answers: JSON.parse(embedded) as InitialAnswers['answers'], missing: new Set() } : null;

const app = (
  <StrictMode>
    <App initial={initial} />
  </StrictMode>
);

// A public page comes rendered by the server (the `site` function): hydrate it. The back office's shell is empty.
if (initial) hydrateRoot(root, app);
else createRoot(root).render(app);
