// Time-series forecast: Holt's linear exponential smoothing (level + trend), its smoothing constants chosen by grid
// search on one-step-ahead squared error, and its error measured on a held-out window at the end of the history.
import type { Forecast } from '@ulak/shared';

const GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

type Fit = { level: number; trend: number; sse: number };

// holtFit runs Holt's recursions over the series and returns the final level, trend and one-step squared error.
export function holtFit(ys: readonly number[], alpha: number, beta: number): Fit {
  if (ys.length === 0) return { level: 0, trend: 0, sse: 0 };
  let level = ys[0];
  let trend = ys.length > 1 ? ys[1] - ys[0] : 0;
  let sse = 0;
  for (let i = 1; i < ys.length; i++) {
    const predicted = level + trend;
    sse += (ys[i] - predicted) ** 2;
    const previous = level;
    level = alpha * ys[i] + (1 - alpha) * (level + trend);
    trend = beta * (level - previous) + (1 - beta) * trend;
  }
  return { level, trend, sse };
}

// bestParams picks alpha and beta from a small grid by the lowest one-step squared error.
export function bestParams(ys: readonly number[]): { alpha: number; beta: number } {
  let best = { alpha: 0.5, beta: 0.3, sse: Infinity };
  for (const alpha of GRID) {
    for (const beta of GRID) {
      const { sse } = holtFit(ys, alpha, beta);
      if (sse < best.sse) best = { alpha, beta, sse };
    }
  }
  return { alpha: best.alpha, beta: best.beta };
}

// holtForecast fits on the series and predicts `horizon` steps ahead (never below zero: counts and money).
export function holtForecast(ys: readonly number[], horizon: number, params = bestParams(ys)): number[] {
  const { level, trend } = holtFit(ys, params.alpha, params.beta);
  return Array.from({ length: horizon }, (_, h) => Math.max(0, level + trend * (h + 1)));
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// forecastSeries forecasts a daily series, and reports the error of the same model fitted without its last `holdout` days.
export function forecastSeries(
  history: { day: string; value: number }[],
  horizon: number,
  holdout: number,
  round = (n: number) => Math.round(n * 100) / 100,
): Forecast {
  const ys = history.map((p) => p.value);
  const params = bestParams(ys);
  const lastDay = history.at(-1)?.day ?? new Date().toISOString().slice(0, 10);
  const forecast = holtForecast(ys, horizon, params).map((v, i) => ({ day: addDays(lastDay, i + 1), value: round(v) }));
  let mae: number | null = null;
  let mape: number | null = null;
  if (ys.length > holdout + 2) {
    const train = ys.slice(0, -holdout);
    const actual = ys.slice(-holdout);
    const predicted = holtForecast(train, holdout, bestParams(train));
    mae = round(actual.reduce((s, a, i) => s + Math.abs(a - predicted[i]), 0) / holdout);
    const nonZero = actual.map((a, i) => [a, predicted[i]] as const).filter(([a]) => a !== 0);
    mape = nonZero.length ? Math.round((nonZero.reduce((s, [a, p]) => s + Math.abs((a - p) / a), 0) / nonZero.length) * 1000) / 10 : null;
  }
  return { history: history.map((p) => ({ day: p.day, value: round(p.value) })), forecast, holdout: { days: holdout, mae, mape }, params };
}
