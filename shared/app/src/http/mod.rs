//! The HTTP face: the routers of the HTTP-facing Lambdas and the local binary ([`router`]),
//! the OpenAPI document generated from them ([`openapi`]) and the review web app's assets
//! ([`web`]). Auth layers, body and URI limits and quotas are applied here.
//!
//! May use: every capability, `chat`, `mcp`, `request` and the crate root. Nothing in the crate
//! uses `http`: only the Lambda mains and the local binary do.

pub mod openapi;
pub mod router;
pub mod web;
