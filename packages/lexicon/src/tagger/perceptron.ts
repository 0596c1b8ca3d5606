/**
 * An averaged perceptron, the learner behind the tagger (Collins 2002; the form popularised by
 * Honnibal's "A good part-of-speech tagger in about 200 lines of Python"). Each feature holds a
 * weight per tag; a guess adds up the weights of the token's features and takes the best tag; a
 * wrong guess moves the right tag's weights up and the guessed one's down. The weights the model
 * keeps are averaged over every step of training, which makes it steady on words it saw little.
 * Used only by the maintainer's training tool: the server reads the compact model (tagger-model.ts).
 */
export class AveragedPerceptron {
  readonly tags: string[] = [];
  private readonly tagIndex = new Map<string, number>();
  /** feature → tag index → [weight, running total, step of the last change] */
  private readonly weights = new Map<string, Map<number, [number, number, number]>>();
  private step = 0;

  indexOfTag(tag: string): number {
    let index = this.tagIndex.get(tag);
    if (index === undefined) {
      index = this.tags.length;
      this.tags.push(tag);
      this.tagIndex.set(tag, index);
    }
    return index;
  }

  /** The best tag for the features (ties go to the tag met first in training). */
  predict(features: readonly string[]): number {
    const scores = new Float64Array(this.tags.length);
    for (const feature of features) {
      const row = this.weights.get(feature);
      if (row === undefined) continue;
      for (const [tag, param] of row) scores[tag] = (scores[tag] ?? 0) + param[0];
    }
    let best = 0;
    for (let tag = 1; tag < scores.length; tag += 1) if ((scores[tag] ?? 0) > (scores[best] ?? 0)) best = tag;
    return best;
  }

  /** One training step: nothing changes when the guess was right. */
  update(features: readonly string[], truth: number, guess: number): void {
    this.step += 1;
    if (truth === guess) return;
    for (const feature of features) {
      let row = this.weights.get(feature);
      if (row === undefined) {
        row = new Map();
        this.weights.set(feature, row);
      }
      this.change(row, truth, 1);
      this.change(row, guess, -1);
    }
  }

  private change(row: Map<number, [number, number, number]>, tag: number, by: number): void {
    const param = row.get(tag) ?? [0, 0, this.step];
    param[1] += (this.step - param[2]) * param[0];
    param[2] = this.step;
    param[0] += by;
    row.set(tag, param);
  }

  /** The averaged weights, each feature's non-zero ones: what the model file keeps. */
  averaged(): Map<string, Map<number, number>> {
    const result = new Map<string, Map<number, number>>();
    for (const [feature, row] of this.weights) {
      const averagedRow = new Map<number, number>();
      for (const [tag, [weight, total, last]] of row) {
        const average = (total + (this.step - last) * weight) / Math.max(1, this.step);
        if (average !== 0) averagedRow.set(tag, average);
      }
      if (averagedRow.size > 0) result.set(feature, averagedRow);
    }
    return result;
  }
}
