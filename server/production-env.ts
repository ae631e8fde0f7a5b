// Imported first by server/main.ts. React and other libraries pick their development or production
// build from NODE_ENV when they are first loaded, and an unset NODE_ENV means development to them
// (several times slower rendering, extra checks). The server runs production unless told otherwise.
if (!process.env.NODE_ENV) process.env.NODE_ENV = process.argv.includes('--dev') ? 'development' : 'production';
