import { useRef, useState, type KeyboardEvent } from 'react';
import type { AiStep } from './aiHomeData';
import styles from './AiHomePage.module.css';

/** WAI-ARIA tabs: one tab stop, arrow keys / Home / End move between steps, the panel shows the selected one. */
export function StepTabs({ steps }: { steps: readonly AiStep[] }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const step = steps[selected] ?? steps[0];
  if (!step) return null;

  const select = (index: number) => {
    const next = (index + steps.length) % steps.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: steps.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.stepsLayout}>
      <div
        role="tablist"
        aria-label="Les étapes de votre projet"
        aria-orientation="vertical"
        className={styles.tabList}
      >
        {steps.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`ai-step-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`ai-step-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.tabText}>
              <span className={styles.tabTitle}>{item.title}</span>
              <span className={styles.tabSummary}>{item.summary}</span>
            </span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`ai-step-panel-${step.id}`}
        aria-labelledby={`ai-step-tab-${step.id}`}
        tabIndex={0}
        className={styles.panel}
      >
        <p className={styles.panelKicker}>
          Étape {selected + 1} sur {steps.length}
        </p>
        <h3 className={styles.panelTitle}>{step.title}</h3>
        <p>{step.detail}</p>
        <ul className="check-list">
          {step.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className={styles.duration}>
          <span className={styles.durationLabel}>Durée :</span> {step.duration}
        </p>
      </div>
    </div>
  );
}
