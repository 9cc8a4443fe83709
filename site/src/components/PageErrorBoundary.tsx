import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The current address: moving to another page (a header link) clears a failure. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * Shown when a page, or the frame around it, fails to render or its chunk cannot be downloaded (e.g. after a
 * deploy): French, with a way back, never a blank page.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
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
