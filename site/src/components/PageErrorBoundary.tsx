import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Shown when a page fails to render or its chunk cannot be downloaded (e.g. after a deploy). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page-section" role="alert">
        <h1>Une erreur est survenue</h1>
        <p>La page n’a pas pu être affichée. Vérifiez votre connexion puis rechargez la page.</p>
        <p>
          <a href="/" className="button">
            Retour à l’accueil
          </a>
        </p>
      </div>
    );
  }
}
