import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

/** The site in the browser. The prerenderer (issue 3) renders <AppRoutes /> inside a StaticRouter instead. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
