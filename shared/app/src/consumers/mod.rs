//! The queue consumers' side of the work: failing a task or job whose message ran out of
//! deliveries ([`last_delivery`]).

pub mod last_delivery;
