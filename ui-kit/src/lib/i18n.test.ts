import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activateSourceLanguage,
  createAppLanguage,
  LANGUAGE_COOKIE,
  pageLanguage,
  type CatalogueFiles,
} from './i18n.ts';

// An app whose build cuts its catalogues in two (tools/vite-lingui-parts.mjs): the words of
// the first page before the first render, the rest when code loaded later asks for them.
function twoPartApp(later: () => Promise<{ messages: Messages }>) {
  const files = (messages: Messages): CatalogueFiles => ({
    '../locales/hi.po': async () => ({ messages }),
  });
  return createAppLanguage({
    others: files({ 'app.first': 'पहले पेज के शब्द' }),
    later: { '../locales/hi.po?later': later },
    supported: ['en-IN', 'hi'],
    pick: () => 'hi',
    names: { 'en-IN': 'English', hi: 'हिन्दी' },
  });
}

describe('catalogues in two parts', () => {
  it('start with the first part and add the later one once, however many ask', async () => {
    document.documentElement.lang = 'hi';
    let loads = 0;
    const app = twoPartApp(async () => {
      loads += 1;
      return { messages: { 'app.later': 'बाद के शब्द' } };
    });
    await app.startLanguage();
    expect(i18n.locale).toBe('hi');
    expect(i18n._('app.first')).toBe('पहले पेज के शब्द');
    expect(i18n._('app.later')).toBe('app.later');
    await Promise.all([app.loadLaterWords(), app.loadLaterWords()]);
    await app.loadLaterWords();
    expect(loads).toBe(1);
    expect(i18n._('app.later')).toBe('बाद के शब्द');
    // Added to the first part, not in its place.
    expect(i18n._('app.first')).toBe('पहले पेज के शब्द');
  });

  it('ask again after a failed download', async () => {
    document.documentElement.lang = 'hi';
    let loads = 0;
    const app = twoPartApp(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { messages: { 'app.later': 'बाद के शब्द' } };
    });
    await app.startLanguage();
    await expect(app.loadLaterWords()).rejects.toThrow('offline');
    await app.loadLaterWords();
    expect(loads).toBe(2);
    expect(i18n._('app.later')).toBe('बाद के शब्द');
  });

  it('fetch nothing in English, which has no catalogue', async () => {
    activateSourceLanguage();
    let loads = 0;
    const app = twoPartApp(async () => {
      loads += 1;
      return { messages: {} };
    });
    await app.loadLaterWords();
    expect(loads).toBe(0);
  });
});

describe('the language a page shows', () => {
  const setCookie = (value: string, maxAge = 60) => {
    document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}`;
  };
  afterEach(() => setCookie('', 0));

  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['en', 'en-IN'],
    ['EN-us', 'en-IN'],
  ])('takes a cookie %s as %s, whatever the browser prefers', (cookie, language) => {
    setCookie(cookie);
    expect(pageLanguage(['en-IN', 'hi'], () => 'en-IN')).toBe(language);
  });

  it('leaves a cookie of another language to the page and the browser', () => {
    setCookie('fr');
    expect(pageLanguage(['en-IN', 'hi'], () => 'hi')).toBe(document.documentElement.lang || 'hi');
  });
});
