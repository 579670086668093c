import { describe, expect, it } from 'vitest';
import { IntentClassifier, intentClassifier } from './classifier';
import { INTENT_TEST_SET } from './test-set';
import { INTENT_TRAINING } from './training';

describe('the intent classifier', () => {
  it('gets every held-out phrasing right', () => {
    const wrong = INTENT_TEST_SET.filter((item) => intentClassifier().classify(item.question) !== item.intent).map((item) => `${item.intent}: ${item.question}`);
    expect(wrong).toEqual([]);
  });

  it('holds no test phrasing among what it learns from', () => {
    const learned = new Set(INTENT_TRAINING.map((item) => item.question));
    expect(INTENT_TEST_SET.filter((item) => learned.has(item.question))).toEqual([]);
  });

  it('learns the frame, not the topic: an unseen subject in a known frame', () => {
    const classifier = new IntentClassifier([
      { question: '我们能申请高企吗', intent: 'eligibility' },
      { question: '高企认定需要什么条件', intent: 'information' },
    ]);
    expect(classifier.classify('我们能申请专精特新吗')).toBe('eligibility');
    expect(classifier.classify('专精特新认定需要什么条件')).toBe('information');
  });
});
