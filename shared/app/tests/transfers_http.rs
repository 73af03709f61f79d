//! Files over the 4 MB body limit on both backends (issue 20 §3): an export goes up through an
//! upload URL (an S3 presigned PUT on the emulator, the local upload route on the embedded
//! store) and migrates end to end; an export zip over 4 MB comes back as a download URL.

mod support;

use std::io::{Cursor, Read, Write};
use std::path::Path;

use axum::http::StatusCode;
use serde_json::{Value, json};
use support::reply::Reply;
use support::{Backend, TestApp, drain};

/// Where the embedded store's transfer routes answer in these tests (no Host header is sent).
const LOCAL: &str = "http://localhost";

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/migrate")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `len` letters and digits that deflate cannot shrink much, like the photos of a real export.
fn noise(len: usize, seed: u64) -> String {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ALPHABET[(state % ALPHABET.len() as u64) as usize] as char
        })
        .collect()
}

/// The fixture Mealie export with 5 MB of photos added, as a real export carries them.
fn big_mealie_export() -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(Cursor::new(fixture("mealie.zip"))).expect("the fixture");
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for index in 0..zip.len() {
        let mut entry = zip.by_index(index).expect("an entry");
        let mut bytes = Vec::new();
        entry.read_to_end(&mut bytes).expect("readable");
        let name = entry.name().expect("a name").into_owned();
        out.start_file(name, stored).unwrap();
        out.write_all(&bytes).unwrap();
    }
    out.start_file("recipes/oat-crumble-bars/images/original.webp", stored)
        .unwrap();
    out.write_all(noise(5 * 1024 * 1024, 7).as_bytes()).unwrap();
    out.finish().unwrap().into_inner()
}

/// A PUT or GET to a URL the API handed out, with no token: to S3 (the emulator) over HTTP, or
/// to the embedded store's own route through the router.
async fn transfer(app: &TestApp, method: &str, url: &str, body: Vec<u8>) -> (StatusCode, Vec<u8>) {
    if let Some(path) = url.strip_prefix(LOCAL) {
        let (status, _, bytes) = app.send_bytes(method, path, "", body).await;
        return (status, bytes.to_vec());
    }
    let client = reqwest::Client::new();
    let request = match method {
        "PUT" => client.put(url).body(body),
        _ => client.get(url),
    };
    let response = request.send().await.expect("the presigned URL answers");
    let status = StatusCode::from_u16(response.status().as_u16()).unwrap();
    (status, response.bytes().await.expect("a body").to_vec())
}

async fn ask_for_upload(app: &TestApp, token: &str, body: Value) -> (StatusCode, Value) {
    app.json("POST", "/api/migrations/uploads", token, &body)
        .await
}

async fn a_big_export_migrates_through_an_upload_url(backend: Backend) {
    let app = TestApp::on(backend, Default::default(), Vec::new()).await;
    let (alice, bob) = (app.token("alice", false), app.token("bob", false));
    let export = big_mealie_export();
    assert!(export.len() > 5 * 1024 * 1024);
    // Too big for the body of POST /api/migrations.
    let (status, _, _) = app
        .send_bytes("POST", "/api/migrations", &alice, export.clone())
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let target = ask_for_upload(
        &app,
        &alice,
        json!({"size": export.len(), "name": "mealie.zip"}),
    )
    .await
    .expect_status(StatusCode::CREATED);
    assert_eq!(target["size"], export.len());
    assert!(target["expiresAt"].is_string());
    let upload_id = target["uploadId"].as_str().expect("an id").to_owned();
    let url = target["uploadUrl"].as_str().expect("a URL").to_owned();
    let start = json!({ "uploadId": upload_id });

    // Nothing is up yet.
    let early = app
        .json("POST", "/api/migrations", &alice, &start)
        .await
        .expect_status(StatusCode::BAD_REQUEST);
    assert!(
        early["message"].as_str().unwrap().contains("PUT the file"),
        "{early}"
    );

    let (status, answer) = transfer(&app, "PUT", &url, export).await;
    assert!(
        status.is_success(),
        "{status}: {}",
        String::from_utf8_lossy(&answer)
    );

    // Another user cannot start a migration of alice's upload.
    app.json("POST", "/api/migrations", &bob, &start)
        .await
        .expect_status(StatusCode::NOT_FOUND);

    let accepted = app
        .json("POST", "/api/migrations", &alice, &start)
        .await
        .expect_status(StatusCode::ACCEPTED);
    assert_eq!(accepted["format"], "mealie");
    drain(&app.ctx).await;
    let path = format!("/api/migrations/{}", accepted["id"].as_str().unwrap());
    let (_, done) = app.get(&path, &alice).await;
    assert_eq!(done["status"], "Completed", "{done}");
    assert_eq!(done["imported"], 2, "{done}");
    let (_, listing) = app.get("/api/recipes?sort=name", &alice).await;
    assert_eq!(
        support::pluck(&listing, "name"),
        [json!("Lemon Barley Soup"), json!("Oat Crumble Bars")]
    );
    // An upload is used once.
    app.json("POST", "/api/migrations", &alice, &start)
        .await
        .expect_status(StatusCode::NOT_FOUND);
}

async fn uploads_are_bounded_and_the_local_route_takes_only_the_size_asked_for(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    let (status, refused) =
        ask_for_upload(&app, &alice, json!({"size": 100 * 1024 * 1024 + 1})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(refused["code"], "PAYLOAD_TOO_LARGE", "{refused}");
    let (status, refused) = ask_for_upload(&app, &alice, json!({"size": 0})).await;
    assert_eq!(
        (status, refused["code"].clone()),
        (StatusCode::BAD_REQUEST, json!("INVALID_PAYLOAD"))
    );
    // The local route (the emulator's uploads go to S3, which checks the signed length).
    let target = ask_for_upload(&app, &alice, json!({"size": 10}))
        .await
        .expect_status(StatusCode::CREATED);
    let id = target["uploadId"].as_str().unwrap();
    let local = format!("/api/migrations/uploads/{id}");
    let (status, _, _) = app
        .send_bytes("PUT", &local, "", b"too long by far".to_vec())
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _, _) = app
        .send_bytes(
            "PUT",
            "/api/migrations/uploads/no-such-upload",
            "",
            b"0123456789".to_vec(),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn an_export_over_4_mb_comes_back_as_a_download_url(backend: Backend) {
    let (app, alice) = TestApp::alice(backend).await;
    // 32 recipes of 40 long steps each: about 4.7 MB once zipped.
    let count = 32;
    for n in 0..count {
        let steps: Vec<String> = (0..40).map(|s| noise(5_000, n * 100 + s)).collect();
        let recipe = json!({
            "name": format!("Long Recipe {n:02}"),
            "ingredients": [{"text": "1 cup flour"}],
            "instructions": steps,
        });
        app.json("POST", "/api/recipes", &alice, &recipe)
            .await
            .expect_status(StatusCode::CREATED);
    }
    let (status, headers, body) = app
        .send_bytes("GET", "/api/recipes/export", &alice, Vec::new())
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/json");
    let link: Value = serde_json::from_slice(&body).expect("a JSON link");
    assert!(link["expiresAt"].is_string(), "{link}");
    let url = link["downloadUrl"].as_str().expect("a download URL");
    let (status, zip) = transfer(&app, "GET", url, Vec::new()).await;
    assert_eq!(status, StatusCode::OK);
    assert!(zip.len() > 4 * 1024 * 1024, "{} bytes", zip.len());
    let zip = zip::ZipArchive::new(Cursor::new(zip)).expect("the export zip");
    let recipes = zip
        .file_names()
        .filter(|name| name.as_ref().expect("a name").ends_with("/recipe.json"));
    assert_eq!(recipes.count(), count as usize);
    // A download id is no credential for anything else.
    let (status, _, _) = app
        .send_bytes(
            "GET",
            "/api/recipes/export/downloads/no-such-export",
            "",
            Vec::new(),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

on_both_backends!(
    a_big_export_migrates_through_an_upload_url,
    uploads_are_bounded_and_the_local_route_takes_only_the_size_asked_for,
    an_export_over_4_mb_comes_back_as_a_download_url,
);
