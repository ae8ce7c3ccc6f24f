// React chooses its development or production build from NODE_ENV when it is first imported, so
// the default (production, as in the checked environment) is set here, imported before anything
// that loads React. `npm start` sets it as well.
process.env.NODE_ENV ??= "production";
