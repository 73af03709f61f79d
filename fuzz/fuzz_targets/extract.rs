//! Fuzz target: extraction must not panic on any page, however broken its HTML or JSON-LD, on
//! either path: the full one (with the text snapshot) and the CLI's draft-only one.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let page = String::from_utf8_lossy(data);
    let url = "https://example.com/r";
    let _ = cookbook_ingest::extract(&page, url, jiff::Timestamp::UNIX_EPOCH);
    let _ = cookbook_ingest::extract_draft(&page, url, jiff::Timestamp::UNIX_EPOCH);
});
