import { useCallback, useEffect, useState } from 'react';

/**
 * Charts draw one at a time, each in its own task. A chart library draws a chart in one piece of
 * work that cannot be split (ApexCharts spends 50 to 100 ms on one on a throttled phone); when
 * every chart of a page drew as its library arrived, they drew together in one task of more than
 * half a second, and the page could not answer a tap until it was over.
 */
interface Turn {
  start: () => void;
}

const waiting: Turn[] = [];
let drawing: Turn | null = null;

function next() {
  drawing = waiting.shift() ?? null;
  const turn = drawing;
  // A task of its own: whatever the previous chart did has ended, and the browser may paint or
  // answer input in between.
  if (turn) setTimeout(turn.start, 0);
}

function ask(turn: Turn) {
  waiting.push(turn);
  if (!drawing) next();
}

function leave(turn: Turn) {
  if (drawing === turn) next();
  else if (waiting.includes(turn)) waiting.splice(waiting.indexOf(turn), 1);
}

/**
 * `[granted, drawn]`: once `wanted`, the chart waits for its turn (`granted`), draws, and calls
 * `drawn` when it is on screen so the next chart starts. A chart that goes away gives up its turn.
 */
export function useDrawTurn(wanted: boolean): [granted: boolean, drawn: () => void] {
  const [granted, setGranted] = useState(false);
  const [turn] = useState<Turn>(() => ({ start: () => setGranted(true) }));
  useEffect(() => {
    if (!wanted) return;
    ask(turn);
    return () => leave(turn);
  }, [wanted, turn]);
  const drawn = useCallback(() => leave(turn), [turn]);
  return [granted, drawn];
}
