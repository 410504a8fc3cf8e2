import {
  FIRST_DATA_ELEMENT_ID,
  type FirstAnswer,
  type FirstData,
  ZFirstData,
} from '@screener/contracts/first-view';

/**
 * What the server inlined into the page (`<script type="application/json">`): the company and the
 * first page's public answers. Read once; an answer is used at most once, by a guest's first call
 * with the same path, body and language, so later calls (and every signed-in call) ask the server.
 */
function readFirstData(): FirstData | null {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = ZFirstData.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const firstData = readFirstData();
const unused: FirstAnswer[] = [...(firstData?.answers ?? [])];

export const inlinedCompany = firstData?.company ?? null;

/** The inlined answer to this call, taken out so that a refetch asks the server. */
export function takeFirstAnswer(path: string, body: unknown, language: string): { data: unknown } | null {
  if (firstData?.language !== language) return null;
  const key = JSON.stringify(body ?? {});
  const index = unused.findIndex((answer) => answer.path === path && JSON.stringify(answer.body) === key);
  if (index < 0) return null;
  const [answer] = unused.splice(index, 1);
  return answer ? { data: answer.data } : null;
}
