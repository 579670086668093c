import { describe, expect, it } from 'vitest';
import { isUserWord } from '../shared/chinese/segmenter';
import { SEARCH_SYNONYMS, expandTerm, synonymTargets, synonymVocabulary } from './search-synonyms';

describe('expandTerm', () => {
  it('adds the full name to an abbreviation and the abbreviation to the full name', () => {
    expect(expandTerm('高企')).toEqual(['高企', '高新技术企业']);
    expect(expandTerm('高新技术企业')).toEqual(['高新技术企业', '高企']);
    expect(expandTerm('首台套')).toEqual(['首台套', '首台（套）', '首台(套)']);
  });

  it('splices a synonym into a longer term', () => {
    expect(expandTerm('高企认定')).toEqual(['高企认定', '高新技术企业认定']);
    expect(expandTerm('技改项目')).toEqual(['技改项目', '技术改造项目']);
  });

  it('never widens a term to a form it contains, nor adds a form that contains it', () => {
    expect(expandTerm('专精特新中小企业')).toEqual(['专精特新中小企业']);
    expect(expandTerm('专精特新')).toEqual(['专精特新']);
    expect(expandTerm('稳岗返还')).toEqual(['稳岗返还']);
  });

  it('leaves terms outside the table alone and keeps every expansion small', () => {
    expect(expandTerm('知识产权')).toEqual(['知识产权']);
    for (const form of synonymVocabulary()) expect(expandTerm(form).length).toBeLessThanOrEqual(6);
  });
});

describe('the synonym table', () => {
  it('has no form in two groups, so a term has one meaning', () => {
    const forms = SEARCH_SYNONYMS.flat();
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('names the other forms of a listed term as its targets', () => {
    expect(synonymTargets('科小')).toEqual(['科技型中小企业']);
    expect(synonymTargets('火星基地')).toEqual([]);
  });
});

describe('the segmenter’s dictionary', () => {
  it('holds every synonym form of letters and digits, so each is cut as the one word it is', () => {
    const forms = SEARCH_SYNONYMS.flat().filter((form) => /^[\p{Script=Han}A-Za-z0-9]+$/u.test(form));
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((form) => !isUserWord(form))).toEqual([]);
  });
});
