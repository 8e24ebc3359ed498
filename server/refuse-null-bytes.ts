/**
 * PostgreSQL text cannot hold a NUL character, so a `%00` anywhere in the address would reach the
 * database as an error (a 500) from whichever route read it. No address of ours has one: refuse it here,
 * once, before any route.
 */
import type express from "express";

export const refuseNullBytes: express.RequestHandler = (req, res, next) => {
  if (/%00/i.test(req.originalUrl)) {
    res.status(400).type("text/plain").send("Bad request");
    return;
  }
  next();
};
