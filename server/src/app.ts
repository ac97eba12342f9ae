/**
 * The reference API as a Hono app: every route under /api, CORS for the app's origin, a request
 * size limit, bearer authentication on everything but auth, and errors answered as the contract's
 * JSON (`{ message, errors? }`), never an HTML page or a 500 for a client's mistake.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { guards, signedIn, type TokenSettings } from './auth';
import type { Db } from './db';
import { ApiError, errorBody, type Env } from './http';
import { authRoutes } from './routes/auth';
// #demo-start
import { invoiceRoutes } from './routes/invoices';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { roleRoutes } from './routes/roles';
import { userRoutes } from './routes/users';
// #demo-end
import { notificationRoutes } from './routes/notifications';

export interface AppSettings {
  db: Db;
  tokens: TokenSettings;
  /** The origin the app is served from (CORS), e.g. `http://localhost:5173`. */
  corsOrigin: string;
  /** Largest request body in bytes (product pictures travel as data URLs: about 300 KB). */
  maxBodyBytes?: number;
}

export function createApp({ db, tokens, corsOrigin, maxBodyBytes = 512 * 1024 }: AppSettings) {
  const api = new Hono<Env>();
  api.use('*', cors({ origin: corsOrigin, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }));
  api.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        // The rest of the body is never read: the connection cannot carry another request.
        throw new ApiError(413, `Request body is larger than ${maxBodyBytes} bytes`, undefined, {
          Connection: 'close',
        });
      },
    }),
  );
  const allow = guards(db, tokens);
  api.route('/', authRoutes(db, tokens));
  api.route('/', notificationRoutes(db, signedIn(db, tokens)));
  // #demo-start
  api.route('/', invoiceRoutes(db, allow));
  api.route('/', productRoutes(db, allow));
  api.route('/', userRoutes(db, allow));
  api.route('/', orderRoutes(db, allow));
  api.route('/', roleRoutes(db, allow));
  // #demo-end

  const root = new Hono().route('/api', api);
  root.notFound((c) => c.json(errorBody(`No endpoint ${c.req.method} ${c.req.path}`), 404));
  root.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.message, error.errors), error.status);
    }
    console.error(error);
    return c.json(errorBody('Something went wrong'), 500);
  });

  return root;
}
