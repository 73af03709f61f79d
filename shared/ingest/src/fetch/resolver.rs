//! Name resolution that refuses hosts with any non-public address and hands the HTTP client
//! only the addresses it checked, so the connection is pinned to them (no DNS rebinding
//! between the check and the connect). The lookup itself is injectable for tests.

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use async_trait::async_trait;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use super::address;

/// Looks up the addresses of a host name.
#[async_trait]
pub trait HostResolver: Send + Sync {
    async fn lookup(&self, host: &str) -> io::Result<Vec<IpAddr>>;
}

/// The operating system's resolver, through tokio.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemResolver;

#[async_trait]
impl HostResolver for SystemResolver {
    async fn lookup(&self, host: &str) -> io::Result<Vec<IpAddr>> {
        let addresses = tokio::net::lookup_host((host, 0)).await?;
        Ok(addresses.map(|address| address.ip()).collect())
    }
}

/// A fixed table of names, for tests; any other name does not resolve.
#[derive(Debug, Default, Clone)]
pub struct StaticResolver {
    names: HashMap<String, Vec<IpAddr>>,
}

impl StaticResolver {
    pub fn new<'a>(entries: impl IntoIterator<Item = (&'a str, Vec<IpAddr>)>) -> Self {
        let names = entries
            .into_iter()
            .map(|(name, addresses)| (name.to_ascii_lowercase(), addresses))
            .collect();
        Self { names }
    }
}

#[async_trait]
impl HostResolver for StaticResolver {
    async fn lookup(&self, host: &str) -> io::Result<Vec<IpAddr>> {
        self.names
            .get(&host.trim_end_matches('.').to_ascii_lowercase())
            .cloned()
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no such host"))
    }
}

/// Why a host could not be resolved to addresses a fetch may use.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ResolveError {
    #[error("the host {host} resolves to {address}, {reason}")]
    Refused {
        host: String,
        address: IpAddr,
        reason: &'static str,
    },
    #[error("the host {host} could not be resolved ({source})")]
    Lookup { host: String, source: io::Error },
    #[error("the host {host} resolves to no address")]
    NoAddress { host: String },
}

/// The addresses of `host`, all of them public (or loopback when `allow_loopback`).
pub(crate) async fn checked_addresses(
    resolver: &dyn HostResolver,
    host: &str,
    allow_loopback: bool,
) -> Result<Vec<IpAddr>, ResolveError> {
    let addresses = resolver
        .lookup(host)
        .await
        .map_err(|source| ResolveError::Lookup {
            host: host.to_owned(),
            source,
        })?;
    if addresses.is_empty() {
        return Err(ResolveError::NoAddress {
            host: host.to_owned(),
        });
    }
    // One bad address refuses the host: the client could pick any of them.
    for &address in &addresses {
        if let Some(reason) = address::refusal(address, allow_loopback) {
            return Err(ResolveError::Refused {
                host: host.to_owned(),
                address,
                reason,
            });
        }
    }
    Ok(addresses)
}

/// The resolver the HTTP client connects through.
pub(crate) struct GuardedResolver {
    pub(crate) lookup: Arc<dyn HostResolver>,
    pub(crate) allow_loopback: bool,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let lookup = Arc::clone(&self.lookup);
        let allow_loopback = self.allow_loopback;
        Box::pin(async move {
            let addresses =
                checked_addresses(lookup.as_ref(), name.as_str(), allow_loopback).await?;
            // Port 0 is replaced by the URL's port.
            let pinned: Addrs = Box::new(
                addresses
                    .into_iter()
                    .map(|address| SocketAddr::new(address, 0)),
            );
            Ok(pinned)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn one_non_public_address_refuses_the_host() {
        let resolver = StaticResolver::new([
            (
                "mixed.test",
                vec!["8.8.8.8".parse().unwrap(), "10.0.0.1".parse().unwrap()],
            ),
            ("public.test", vec!["8.8.8.8".parse().unwrap()]),
        ]);
        let refused = checked_addresses(&resolver, "mixed.test", false).await;
        assert!(
            matches!(
                refused,
                Err(ResolveError::Refused {
                    reason: "a private address",
                    ..
                })
            ),
            "{refused:?}"
        );
        let allowed = checked_addresses(&resolver, "PUBLIC.test", false)
            .await
            .expect("public");
        assert_eq!(allowed, ["8.8.8.8".parse::<IpAddr>().unwrap()]);
        let unknown = checked_addresses(&resolver, "nowhere.test", false).await;
        assert!(
            matches!(unknown, Err(ResolveError::Lookup { .. })),
            "{unknown:?}"
        );
    }

    #[tokio::test]
    async fn the_system_resolver_is_checked_too() {
        let refused = checked_addresses(&SystemResolver, "localhost", false).await;
        assert!(
            matches!(refused, Err(ResolveError::Refused { .. })),
            "{refused:?}"
        );
    }
}
