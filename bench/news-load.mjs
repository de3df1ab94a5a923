// Load test of the news page and the comment list on a running production server.
// Usage: npm run build && PORT=3000 npm start   (in another shell), then
//        node_modules/.bin/node bench/news-load.mjs [baseUrl] [seconds]
// Prints requests per second and latency for GET /news, GET /news?page=3&size=20 and
// GET /api/comments/{url} (an article with a few comments, posted first from distinct IPs).
import autocannon from 'autocannon';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const duration = Number(process.argv[3] ?? 10);
const articleUrl = 'https://www.healthcare.gov/quick-guide/dates-and-deadlines/';

async function seedComments(count) {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authorName: `Bench ${i}`,
        content: `Benchmark comment number ${i}.`,
        blogPostUrl: articleUrl,
      }),
    });
    if (response.status === 429) break; // the per-IP limit: a few comments are enough
  }
}

function run(title, path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${baseUrl}${path}`, connections: 10, duration }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${non2xx}`,
      );
      resolve(result);
    });
  });
}

await fetch(`${baseUrl}/news`); // warm the sheet cache and the route
await seedComments(5);
console.log(`${baseUrl}, 10 connections, ${duration} s each`);
await run('GET /news', '/news');
await run('GET /news?page=3&size=20', '/news?page=3&size=20');
await run('GET /api/comments/{url}', `/api/comments/${encodeURIComponent(articleUrl)}`);
