import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script.ts';

describe('JSON for an inline script', () => {
  it('cannot close the script, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c', depth: 18 };
    const text = jsonForScript(data);
    expect(text).not.toContain('</script');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
