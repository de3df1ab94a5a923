import { describe, expect, it } from 'vitest';
import { isDevOrPreviewHost } from './dev-host';

describe('isDevOrPreviewHost', () => {
  it.each([
    ['localhost', '3000'],
    ['127.0.0.1', '80'],
    ['dev.insurancematch.example', ''],
    ['preview.insurancematch.example', '443'],
    ['site-git-branch-preview.vercel.app', ''],
    ['www.insurancematch.example', '5173'],
    ['www.insurancematch.example', '5000'],
  ])('shows the page map on %s:%s', (host, port) => {
    expect(isDevOrPreviewHost(host, port)).toBe(true);
  });

  it.each([
    ['www.insurancematch.example', ''],
    ['insurancematch.example', '443'],
    ['developer-news.example', ''],
    ['previewer.example', '3000'],
  ])('hides it on the public host %s:%s', (host, port) => {
    expect(isDevOrPreviewHost(host, port)).toBe(false);
  });
});
