import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

/** Stored-XSS vectors other channels might send in a rich-text field. */
const XSS_CORPUS = [
  '<script>alert(1)</script><p>x</p>',
  '<p onclick="alert(1)">x</p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<<script>alert(1)//<</script>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
] as const;

const DANGEROUS = /<script|<iframe|<svg|<object|<form|<style|\son\w+=|javascript:|data:|style=/i;

let server: TestServer;
let token = '';
let blogImage = '';
let faqCategory = '';
let urlGroup = '';
let counter = 0;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn(SystemRole.Admin)).token;
  blogImage = await uploadFile(server, token, { kind: 'image', directory: 'blog', file: SAMPLE_FILES.png });
  faqCategory = (
    await server.request('/api/admin/create-faq-category', {
      token,
      body: { name: 'X', priority: 1, publish: 1 },
    })
  ).body.response;
  urlGroup = (
    await server.request('/api/admin/create-page-specific-faq-url', {
      token,
      body: { name: 'X', url: '/x', priority: 1, publish: 1 },
    })
  ).body.response;
});
afterAll(() => server.close());

/** Every rich-text field of spec 001: how to create a record with it and read it back. */
const FIELDS = [
  {
    name: 'blog content',
    create: (html: string) => ({
      path: '/api/admin/create-blog',
      body: {
        title: `Post ${++counter}`,
        date: '2026-11-23',
        publish: 1,
        card_design: 'Blue',
        content: `<p>t</p>${html}`,
        image1: blogImage,
      },
    }),
    read: async (id: string) =>
      (await server.request('/api/admin/get-blog-by', { token, body: { blog_uuid: id } })).body.data.content,
  },
  {
    name: 'FAQ answer',
    create: (html: string) => ({
      path: '/api/admin/create-faq',
      body: { question: 'Q?', answer: `<p>t</p>${html}`, priority: 1, publish: 1, category: faqCategory },
    }),
    read: async (id: string) =>
      (await server.request('/api/admin/get-faq-by', { token, body: { uuid: id } })).body.data.answer,
  },
  {
    name: 'page-specific FAQ answer',
    create: (html: string) => ({
      path: '/api/admin/create-page-specific-faq',
      body: { question: 'Q?', answer: `<p>t</p>${html}`, priority: 1, publish: 1, url: urlGroup },
    }),
    read: async (id: string) =>
      (await server.request('/api/admin/get-page-specific-faq-by', { token, body: { uuid: id } })).body.data
        .answer,
  },
  {
    name: 'static page content',
    create: (html: string) => ({
      path: '/api/admin/create-static-page',
      body: {
        publish: 1,
        page_title: 'P',
        content: html,
        url: `page-${++counter}`,
        dont_index_page: 0,
        dont_show_sitemap: 0,
      },
    }),
    read: async (id: string) =>
      (await server.request(`/api/admin/get-static-page?uuid=${id}`, { token })).body.data.content,
  },
] as const;

describe('rich text is cleaned on the server, whoever sends it', () => {
  for (const field of FIELDS) {
    it(`${field.name}: no script, handler, javascript: or data: URL survives the corpus`, async () => {
      for (const html of XSS_CORPUS) {
        const { path, body } = field.create(html);
        const created = await server.request(path, { token, body });
        expect({ html, status: created.status }).toEqual({ html, status: 200 });
        const stored = String(await field.read(created.body.response));
        expect({ html, stored, dangerous: DANGEROUS.test(stored) }).toMatchObject({ dangerous: false });
      }
    });
  }
});
