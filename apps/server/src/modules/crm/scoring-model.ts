// The AI lead score: logistic regression trained on the workspace's own won and lost leads.
import { LEAD_SOURCES } from '@ulak/shared';
import type { TrainingRow } from './crm-analytics.repo.js';

export type Model = { weights: number[]; bias: number; features: string[]; accuracy: number; trainedAt: string; samples: number };

/** Fewer closed leads than this (or fewer than 3 of either outcome) and the rule points are used instead. */
export const MIN_SAMPLES = 20;

export const FEATURES = [...LEAD_SOURCES.map((s) => `source:${s}`), 'calls', 'meetings', 'emails', 'notes', 'opens', 'clicks', 'log_value'];

// featuresOf turns a lead's row into the model's input vector (counts squashed with log1p).
export function featuresOf(r: TrainingRow): number[] {
  return [
    ...LEAD_SOURCES.map((s) => (r.source === s ? 1 : 0)),
    Math.log1p(r.calls),
    Math.log1p(r.meetings),
    Math.log1p(r.emails),
    Math.log1p(r.notes),
    Math.log1p(r.opens),
    Math.log1p(r.clicks),
    Math.log1p(Math.max(0, r.value_minor) / 100) / 10,
  ];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

// predict returns the win probability of one feature vector.
export function predict(model: Pick<Model, 'weights' | 'bias'>, x: number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += (model.weights[i] ?? 0) * x[i];
  return sigmoid(z);
}

// train fits weights by batch gradient descent with L2 regularisation; accuracy is measured by 5-fold cross-validation.
export function train(rows: TrainingRow[], now = new Date()): Model | undefined {
  const won = rows.filter((r) => r.status === 'won').length;
  const lost = rows.length - won;
  if (rows.length < MIN_SAMPLES || won < 3 || lost < 3) return undefined;
  const X = rows.map(featuresOf);
  const y = rows.map((r) => (r.status === 'won' ? 1 : 0));
  const fit = (idx: number[]) => {
    const w = new Array<number>(FEATURES.length).fill(0);
    let b = 0;
    const lr = 0.3;
    const lambda = 0.01;
    for (let epoch = 0; epoch < 400; epoch++) {
      const gw = new Array<number>(w.length).fill(0);
      let gb = 0;
      for (const i of idx) {
        const err = predict({ weights: w, bias: b }, X[i]) - y[i];
        for (let j = 0; j < w.length; j++) gw[j] += err * X[i][j];
        gb += err;
      }
      for (let j = 0; j < w.length; j++) w[j] -= lr * (gw[j] / idx.length + lambda * w[j]);
      b -= (lr * gb) / idx.length;
    }
    return { weights: w, bias: b };
  };
  const all = rows.map((_, i) => i);
  let correct = 0;
  for (let fold = 0; fold < 5; fold++) {
    const test = all.filter((i) => i % 5 === fold);
    const model = fit(all.filter((i) => i % 5 !== fold));
    correct += test.filter((i) => (predict(model, X[i]) >= 0.5 ? 1 : 0) === y[i]).length;
  }
  const final = fit(all);
  return { ...final, features: FEATURES, accuracy: Math.round((correct / rows.length) * 1000) / 10, trainedAt: now.toISOString(), samples: rows.length };
}
