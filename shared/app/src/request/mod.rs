//! What a handler reads from a request, whichever capability it belongs to: the JSON body and
//! query with the contract's limits and error codes ([`body`]), and the paging rules every
//! listing shares ([`paging`]). Who is calling is the crate root's [`crate::auth`].
//!
//! May use: the crate root's plumbing (the error body). Every capability, `chat`, `mcp` and
//! `http` use it.

pub mod body;
pub mod paging;
