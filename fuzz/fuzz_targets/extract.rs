//! Fuzz target: extraction must not panic on any page, however broken its HTML or JSON-LD.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = cookbook_ingest::extract(
        &String::from_utf8_lossy(data),
        "https://example.com/r",
        jiff::Timestamp::UNIX_EPOCH,
    );
});
