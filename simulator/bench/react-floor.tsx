import { createRoot } from 'react-dom/client';

/**
 * The cold-start floor (issue 23 §1): a React 19 page with one component, served by the same
 * preview server and framed by the simulator as the module is. No React module can start faster,
 * so the module's cold start is budgeted as a multiple of this page's, measured in the same run.
 * It is built only into the simulator's build, never into the module's.
 */
function FloorCard() {
  return (
    <main>
      <section className="floor__card">Ready</section>
    </main>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<FloorCard />);
