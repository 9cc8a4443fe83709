/** The closing band of a content page: a title, one sentence and the free-quote button. */
export function QuoteCallToAction({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="page-section cta-band" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <a href="/contact" className="button button-large">
          Demander un devis gratuit
        </a>
      </div>
    </section>
  );
}
