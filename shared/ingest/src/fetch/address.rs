//! Which IP addresses a fetch may connect to: public unicast only (seed 004 §15.1). Every
//! address a host resolves to, and every literal-IP host, goes through [`refusal`].

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::{Ipv4Net, Ipv6Net};

const fn v4(a: u8, b: u8, c: u8, d: u8, prefix: u8) -> Ipv4Net {
    Ipv4Net::new_assert(Ipv4Addr::new(a, b, c, d), prefix)
}

const fn v6(segments: [u16; 8], prefix: u8) -> Ipv6Net {
    let [a, b, c, d, e, f, g, h] = segments;
    Ipv6Net::new_assert(Ipv6Addr::new(a, b, c, d, e, f, g, h), prefix)
}

const LOOPBACK: &str = "a loopback address";

/// IPv4 ranges that are not publicly routable (IANA special-purpose registry), with the reason
/// shown to the user.
const NON_PUBLIC_V4: &[(Ipv4Net, &str)] = &[
    (
        v4(0, 0, 0, 0, 8),
        "an unspecified or \"this network\" address",
    ),
    (v4(10, 0, 0, 0, 8), "a private address"),
    (v4(100, 64, 0, 0, 10), "a carrier-grade NAT address"),
    (v4(127, 0, 0, 0, 8), LOOPBACK),
    (
        v4(169, 254, 0, 0, 16),
        "a link-local address (this includes the cloud metadata endpoint)",
    ),
    (v4(172, 16, 0, 0, 12), "a private address"),
    (v4(192, 0, 0, 0, 24), "an IETF protocol assignment address"),
    (v4(192, 0, 2, 0, 24), "a documentation address"),
    (v4(192, 88, 99, 0, 24), "a 6to4 relay address"),
    (v4(192, 168, 0, 0, 16), "a private address"),
    (v4(198, 18, 0, 0, 15), "a benchmarking address"),
    (v4(198, 51, 100, 0, 24), "a documentation address"),
    (v4(203, 0, 113, 0, 24), "a documentation address"),
    (v4(224, 0, 0, 0, 4), "a multicast address"),
    (v4(240, 0, 0, 0, 4), "a reserved or broadcast address"),
];

/// Global unicast IPv6 space; everything outside it (loopback, unique-local, link-local,
/// multicast, discard…) is refused unless it embeds an IPv4 address checked on its own.
const GLOBAL_UNICAST_V6: Ipv6Net = v6([0x2000, 0, 0, 0, 0, 0, 0, 0], 3);

/// Special-purpose ranges inside global unicast space.
const NON_PUBLIC_V6: &[(Ipv6Net, &str)] = &[
    (
        v6([0x2001, 0, 0, 0, 0, 0, 0, 0], 23),
        "an IETF protocol assignment address (Teredo, ORCHID…)",
    ),
    (
        v6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0], 32),
        "a documentation address",
    ),
    (
        v6([0x3fff, 0, 0, 0, 0, 0, 0, 0], 20),
        "a documentation address",
    ),
];

/// Prefixes whose low bits carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64): the
/// embedded address decides.
const EMBEDDING_V4_IN_LOW_BITS: &[Ipv6Net] = &[
    v6([0, 0, 0, 0, 0, 0xffff, 0, 0], 96),
    v6([0, 0, 0, 0, 0, 0, 0, 0], 96),
    v6([0x64, 0xff9b, 0, 0, 0, 0, 0, 0], 96),
];

/// 6to4 (`2002::/16`) carries its IPv4 address in bits 16–48.
const SIX_TO_FOUR: Ipv6Net = v6([0x2002, 0, 0, 0, 0, 0, 0, 0], 16);

/// Why a fetch may not connect to `ip`, or `None` when it may. `allow_loopback` lets loopback
/// through (and nothing else): the test-only setting for the fixture server.
pub fn refusal(ip: IpAddr, allow_loopback: bool) -> Option<&'static str> {
    let reason = match ip {
        IpAddr::V4(ip) => v4_refusal(ip),
        IpAddr::V6(ip) => v6_refusal(ip),
    }?;
    (reason != LOOPBACK || !allow_loopback).then_some(reason)
}

fn v4_refusal(ip: Ipv4Addr) -> Option<&'static str> {
    NON_PUBLIC_V4
        .iter()
        .find(|(net, _)| net.contains(&ip))
        .map(|(_, reason)| *reason)
}

fn v6_refusal(ip: Ipv6Addr) -> Option<&'static str> {
    if ip == Ipv6Addr::UNSPECIFIED {
        return Some("the unspecified address");
    }
    if ip == Ipv6Addr::LOCALHOST {
        return Some(LOOPBACK);
    }
    let bits = u128::from(ip);
    if EMBEDDING_V4_IN_LOW_BITS.iter().any(|net| net.contains(&ip)) {
        // Truncation keeps the low 32 bits: the embedded IPv4 address.
        return v4_refusal(Ipv4Addr::from(bits as u32));
    }
    if SIX_TO_FOUR.contains(&ip) {
        return v4_refusal(Ipv4Addr::from((bits >> 80) as u32));
    }
    if !GLOBAL_UNICAST_V6.contains(&ip) {
        return Some(match ip.segments()[0] {
            0xfc00..=0xfdff => "a unique-local address",
            0xfe80..=0xfebf => "a link-local address",
            0xfec0..=0xfeff => "a site-local address",
            0xff00..=0xffff => "a multicast address",
            _ => "a reserved address",
        });
    }
    NON_PUBLIC_V6
        .iter()
        .find(|(net, _)| net.contains(&ip))
        .map(|(_, reason)| *reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> bool {
        refusal(text.parse().expect("an IP address"), false).is_some()
    }

    #[test]
    fn non_public_addresses_are_refused() {
        for ip in [
            "0.0.0.0",
            "0.1.2.3",
            "10.1.2.3",
            "100.64.0.1",
            "100.127.255.255",
            "127.0.0.1",
            "127.255.0.9",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.0.0.8",
            "192.0.2.1",
            "192.168.1.1",
            "198.18.0.1",
            "198.51.100.7",
            "203.0.113.9",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "::ffff:10.0.0.1",
            "::127.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "64:ff9b:1::1",
            "2002:7f00:1::",
            "2002:a00:1::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
            "100::1",
            "2001::1",
            "2001:db8::1",
            "3fff::1",
        ] {
            assert!(refused(ip), "{ip} should be refused");
        }
    }

    #[test]
    fn public_addresses_pass() {
        for ip in [
            "1.1.1.1",
            "8.8.8.8",
            "93.184.216.34",
            "100.63.255.255",
            "100.128.0.1",
            "172.15.255.255",
            "172.32.0.1",
            "169.253.0.1",
            "192.169.0.1",
            "2606:4700::1111",
            "2a00:1450:4001::200e",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ] {
            assert_eq!(
                refusal(ip.parse().expect("an IP address"), false),
                None,
                "{ip}"
            );
        }
    }

    #[test]
    fn the_test_setting_lets_loopback_through_and_nothing_else() {
        for ip in ["127.0.0.1", "::1", "::ffff:127.0.0.1"] {
            assert_eq!(
                refusal(ip.parse().expect("an IP address"), true),
                None,
                "{ip}"
            );
        }
        for ip in ["10.0.0.1", "169.254.169.254", "0.0.0.0", "::", "fe80::1"] {
            assert!(
                refusal(ip.parse().expect("an IP address"), true).is_some(),
                "{ip}"
            );
        }
    }
}
