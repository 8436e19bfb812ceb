import { TEXT } from '../text';

/** The back office's routes. */
export function App() {
  return (
    <main>
      <h1>{TEXT.app.name}</h1>
    </main>
  );
}
