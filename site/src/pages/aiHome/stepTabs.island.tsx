import { defineIsland } from '../../islands/island';
import { AI_STEPS } from './aiHomeData';
import { StepTabs } from './StepTabs';

function AiSteps() {
  return <StepTabs steps={AI_STEPS} />;
}

/** The five steps: the first is shown in the HTML; the first use of a tab wakes the island. */
export default defineIsland({ name: 'stepTabs', Component: AiSteps, when: ['interaction'] });
