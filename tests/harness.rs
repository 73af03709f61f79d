//! The deployed shape on one machine: the real function binaries under cargo-lambda's runtime
//! emulator, on moto_server, with the event sources of `infra/template.yaml` played between them.

pub mod api_gateway;
pub mod build;
pub mod cfn;
pub mod fixture_site;
pub mod lambda;
pub mod queue_mapping;
pub mod runtime_proxy;
pub mod stack;
pub mod template;
